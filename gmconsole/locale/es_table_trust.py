"""Spanish for the turn order's notes (gmconsole/state/fallen.py: who rises, who was
passed) and the damage and healing prompts (gmconsole/screens/group_actions.py)."""

CATALOG: dict[str, str] = {
    "{name} has already been passed this round: will act next round "
    "(or give it the turn to act now)": (
        "{name} ya quedó atrás en esta ronda: actuará en la siguiente "
        "(o dale el turno para que actúe ahora)"
    ),
    # --- a harm counter at its maximum (gmconsole/systems/base.py: HarmAtMaximum)
    "{amount} past the maximum": "{amount} por encima del máximo",
    "{name} is down (harm at its maximum)": "{name} cae (daño en su máximo)",
    "{name} 0/{maximum}, a new counter": "{name} 0/{maximum}, un contador nuevo",
}
