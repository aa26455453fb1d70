"""Command line entry point: `gmconsole [PATH]` and `gmconsole check FILE...`."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from textual.app import App
    from textual.widgets import Footer, Header, Static

    class Placeholder(App[None]):
        def compose(self):  # type: ignore[no-untyped-def]
            yield Header()
            yield Static("gmconsole: the console arrives with the console issue.")
            yield Footer()

    Placeholder().run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
