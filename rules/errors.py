"""The one error type the rules raise for bad arguments."""


class RulesError(ValueError):
    """A rules function got an argument it cannot use.

    The message names the argument, the value received and what is allowed, so the
    console can show it to the GM as it is.
    """


def check_range(name: str, value: object, low: int, high: int) -> int:
    """Return ``value`` if it is an int in ``low..high``; otherwise raise RulesError."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise RulesError(f"{name}: must be an integer {low}..{high} (got {value!r})")
    if not low <= value <= high:
        raise RulesError(f"{name}: must be {low}..{high} (got {value})")
    return value


def check_choice(name: str, value: object, allowed: tuple[str, ...]) -> str:
    """Return ``value`` if it is one of ``allowed``; otherwise raise RulesError."""
    if value not in allowed:
        raise RulesError(f"{name}: must be one of {', '.join(allowed)} (got {value!r})")
    return str(value)
