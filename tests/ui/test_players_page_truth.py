"""The players' page tells the truth (issue 36), through the console's keys: while a
hidden enemy acts it shows the last visible turn and the real round; a place in the
order counts only whom it shows; `u` on a group's row hides or shows the whole group."""

from gmconsole.players.view import build_view
from gmconsole.widgets.tracker_rows import group_key
from tests.live import live
from tests.pilot_keys import press, running
from tests.players.test_view import by_name
from tests.ui.test_groups import group_members, prepared_app, select_row, start_the_prepared_group

SIZE = (80, 24)


async def hide_el_tuerto_at_the_top(pilot) -> None:
    """RyF's sample (Ruiseñor, Fred, Nerea, Bruno, El Tuerto, Bandido 1, Bandido 2):
    El Tuerto hidden (`u`) and moved to the top of the order (`[` four times)."""
    await select_row(pilot, "cabecilla-1")
    await press(pilot, "u", *["left_square_bracket"] * 4)


async def test_a_hidden_enemy_acting_shows_the_last_visible_turn_and_the_real_round(make_app):
    """Playtest: round 1 shown while round 2 ran, the turn on a downed visible enemy, and
    Nerea "next" and "acted" at once."""
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await pilot.pause()
        party = live(lambda: app.engine.party)
        await hide_el_tuerto_at_the_top(pilot)
        await select_row(pilot, "bandido-2")
        await press(pilot, "f")  # down: it sinks to the end of the order
        encounter = live(lambda: app.engine.party.encounter)
        assert [c.id for c in encounter.combatants][0] == "cabecilla-1"
        assert encounter.combatants[-1].id == "bandido-2"
        while not (encounter.round == 2 and encounter.turn == 0):
            await press(pilot, "n")
        # Round 2: the hidden El Tuerto acts first; Bandido 1 had the last visible turn.
        view = build_view(party, lang="en")
        assert view["round"] == 2
        assert view["turn"]["name"] == "Bandido 1"
        assert view["next"]["name"] == "Ruiseñor"
        assert by_name(view, "Bandido 1")["current"]
        assert not by_name(view, "Bandido 2")["current"]
        for entry in view["order"]:
            assert not (entry["next"] and entry["acted"]), entry
        assert not by_name(view, "Ruiseñor")["acted"]
        assert "El Tuerto" not in str(view)


async def test_a_place_in_the_order_counts_only_whom_the_page_shows(make_app):
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await pilot.pause()
        party = live(lambda: app.engine.party)
        await hide_el_tuerto_at_the_top(pilot)
        await select_row(pilot, "fred")
        await press(pilot, "left_square_bracket")  # past Ruiseñor: 2nd, behind El Tuerto
        assert "Fred moved up to place 2" in [e.text for e in party.log]  # the GM's log
        view = build_view(party, lang="en")
        assert [c["name"] for c in view["order"]][:2] == ["Fred", "Ruiseñor"]
        shown = [line["text"] for line in view["log"]]
        assert "Fred moved up to place 1" in shown and "Fred moved up to place 2" not in shown
        assert "El Tuerto" not in str(view)  # its own moves stay out
        # The players' recap says it as their page did (a play-test found place 2 there).
        from gmconsole.recap import render

        await press(pilot, "n")  # a turn played: the recap has a fight to tell
        players_copy = render(party)
        assert "Fred moved up to place 1" in players_copy
        assert "place 2" not in players_copy and "place 2" in render(party, gm=True)


async def test_a_place_in_the_order_counts_a_group_once_in_the_log_and_on_the_page(make_app):
    """Play-test 31 (Eclipse Phase): three Exsurgentes added as a group, then `]` on
    Twitch logged "moved down to place 3 / 4 / 5 / 8" (each member counted) while the
    page's order, and the tracker's closed group, had her 6th. A place counts the rows
    the GM's tracker shows (a group one row) and, on the page, the entries it shows
    (hidden ones left out)."""
    async with running(make_app("eclipse_phase"), size=SIZE) as (app, pilot):
        party = live(lambda: app.engine.party)
        await press(pilot, "a", "enter", "backspace", "backspace", "3", "enter", "2", "enter")
        group, _ = group_members(app)
        tracker = app.screen.tracker
        for hidden in (False, True):
            await select_row(pilot, group_key(group))
            if not hidden:
                await press(pilot, "u")  # the roster's group came in hidden: shown
            await select_row(pilot, "twitch")
            await press(pilot, *["left_square_bracket"] * len(tracker.rows))  # to the top
            for _ in range(len(tracker.rows) - 1):
                await press(pilot, "right_square_bracket")
                row = [row.key for row in tracker.rows].index("twitch") + 1
                assert party.log[-1].text.startswith(f"Twitch moved down to place {row}")
                view = build_view(party, lang="en")
                place = [c["name"] for c in view["order"]].index("Twitch") + 1
                said = [line["text"] for line in view["log"]][-1]
                moved = f"Twitch moved down to place {place}"
                assert said.startswith(moved) or (hidden and "Twitch" not in said), said
            await select_row(pilot, group_key(group))
            await press(pilot, "u")


async def test_u_on_a_groups_row_hides_or_shows_the_whole_group(make_app):
    """Playtest: `u` on a group's row showed one member, listed alone by its name."""
    async with running(prepared_app(make_app, "ryf"), size=SIZE) as (app, pilot):
        await pilot.pause()
        party = live(lambda: app.engine.party)
        group, members = await start_the_prepared_group(pilot)  # prepared: hidden
        assert build_view(party)["order"] and all(c.hidden for c in members)
        names = {e.id: e.name for e in party.encounter.enemies}
        await press(pilot, "u")
        _, members = group_members(app)
        assert not any(c.hidden for c in members)
        entry = next(c for c in build_view(party)["order"] if c.get("members"))
        assert entry["name"].endswith(" ×3") and len(entry["members"]) == 3
        shown = [c["name"] for c in build_view(party)["order"]]
        assert not any(names[c.id] in shown for c in members)
        await select_row(pilot, group_key(group))
        await press(pilot, "u")
        _, members = group_members(app)
        assert all(c.hidden for c in members)
        assert not any(c.get("members") for c in build_view(party)["order"])
        await press(pilot, "ctrl+z")  # one step: the whole group again
        _, members = group_members(app)
        assert not any(c.hidden for c in members)


async def test_the_page_puts_a_heading_where_a_new_fight_begins(make_app, lang):
    """Play-test: "The fight ends …" then "Brunhilda dashes to Far", both "Round 1", one
    fight running into the next on the page. (The players' recap has a section per
    fight.)"""
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await press(pilot, "n", "E", "y")  # a turn played; the fight ends
        ended = len(app.engine.party.log)
        await press(pilot, "a", "enter", "enter", "enter")  # a roster enemy: a new fight
        await press(pilot, "n")
        party = app.engine.party
        view = build_view(party, lang=lang, open_rolls=True)  # the turn lines are the GM's
    log = view["log"]
    texts = [line["text"] for line in log]
    first = next(i for i, line in enumerate(log) if line["new_fight"])
    assert [line["new_fight"] for line in log].count(True) == 1
    assert texts[first - 1] == party.log[ended - 1].text  # "The fight ends …"
    assert texts[first:] == [party.log[-1].text]  # the new fight's turn (its hidden
    # enemies' "joined" line stays out)
    assert view["labels"]["new_fight"] == {"en": "A new fight", "es": "Un combate nuevo"}[lang]


async def test_an_enemy_at_its_harm_maximum_is_down_on_the_page_as_on_the_tracker(make_app):
    """Play-test 5 (FIDS): `d 6`, `d 4` on a guard: the tracker said "Daño 10/10 down"
    and the page "badly hurt · next" for the rest of the fight."""
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await pilot.pause()
        party = live(lambda: app.engine.party)
        await select_row(pilot, "guardia-1")
        await press(pilot, "d", "6", "enter", "d", "4", "enter")
        guard = by_name(build_view(party, lang="en"), "Guardia del puerto 1")
        assert guard["health"] == "down" and not guard["next"]


async def test_after_the_fight_ends_the_page_keeps_a_visible_enemys_lines(make_app):
    """Play-test 9 (FIDS): after `E y` the page lost "Turn: Capitana Arbeloa": an enemy
    who left the fight read as a roster entry, which is the GM's."""
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await pilot.pause()
        party = live(lambda: app.engine.party)
        while app.engine.party.encounter.holder.id != "capitan-1":
            await press(pilot, "n")
        await press(pilot, "n", "E", "y")
        shown = [line["text"] for line in build_view(party, lang="en")["log"]]
        assert "Turn: Capitana Arbeloa" in shown, shown


async def test_after_the_fight_ends_a_member_at_the_harm_maximum_is_down_on_the_page(make_app):
    """Play-test 9 (Eclipse Phase): Toljek at Daño 30/30 read "down" during the fight and
    "badly hurt" after `E y`, while the tracker still said down."""
    async with running(make_app("eclipse_phase"), size=SIZE) as (app, pilot):
        await pilot.pause()
        party = live(lambda: app.engine.party)
        await select_row(pilot, "toljek")
        await press(pilot, "d", "3", "0", "enter")
        assert by_name(build_view(party, lang="en"), "Toljek")["health"] == "down"
        await press(pilot, "n", "E", "y")
        assert not party.encounter.active
        view = build_view(party, lang="en")
    toljek = next(m for m in view["members"] if m["name"] == "Toljek")
    assert toljek["health"] == "down" and toljek["health_label"] == "down"


async def test_a_hidden_turn_after_the_gm_hides_the_last_visible_holder_names_nobody(make_app):
    """Play-test 11 (FIDS): round 3, Donny acted, the hidden Capitana had the turn, `u` on
    Donny: the page said "Turn: Hermano Tomás, round 3", whose last turn was in round 2.
    The players saw Donny's turn last and may not see him now: nobody's turn shows (no one
    they may see has had it since), the round is the real one, next who will act next."""
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await pilot.pause()
        party = live(lambda: app.engine.party)
        await select_row(pilot, "capitan-1")
        await press(pilot, "u")  # Donny, Capitana (hidden), Lía, Rakum, Guardia 1, Tomás...
        encounter = live(lambda: app.engine.party.encounter)
        while not (encounter.round == 3 and encounter.holder.id == "capitan-1"):
            await press(pilot, "n")
        view = build_view(party, lang="en")
        assert (view["round"], view["turn"]["name"]) == (3, "Donny")  # his turn, seen last
        await select_row(pilot, "donny")
        await press(pilot, "u")
        view = build_view(party, lang="en")
        assert view["round"] == 3 and view["turn"] is None
        assert not any(entry["current"] for entry in view["order"])
        assert view["next"]["name"] == "Lía Sombraverde"
        assert "Donny" not in str(view["order"]) and "Capitana" not in str(view)
        await press(pilot, "ctrl+z")  # Donny seen again: his turn, as the players saw it
        assert build_view(party, lang="en")["turn"]["name"] == "Donny"


async def test_a_hidden_turn_shows_who_had_the_last_visible_turn_not_who_sits_before_it(
    make_app,
):
    """Play-test 11 (Eclipse Phase): Okonkwo-9 delays and interrupts Exsurgente 2, which
    the GM then hides; Twitch, who had acted, moved down to just before it. The page said
    "Next: Twitch" (no "acted"; the console skips her), then, on Exsurgente 2's hidden
    turn, "Turn: Twitch": she never had that turn. Okonkwo-9 had the last visible one."""
    async with running(make_app("eclipse_phase"), size=SIZE) as (app, pilot):
        await pilot.pause()
        party = live(lambda: app.engine.party)
        await press(pilot, "n", "n", "w")  # Twitch, Okonkwo-9 (delays), Exsurgente 2
        await select_row(pilot, "okonkwo")
        await press(pilot, "b")  # Okonkwo-9 interrupts Exsurgente 2
        await select_row(pilot, "exsurgente-2")
        await press(pilot, "d", "2", "0", "enter", "u")
        await select_row(pilot, "twitch")
        await press(pilot, "right_square_bracket")  # Twitch (acted) just before Exsurgente 2
        encounter = live(lambda: app.engine.party.encounter)
        assert [c.id for c in encounter.combatants][1:4] == ["okonkwo", "twitch", "exsurgente-2"]
        view = build_view(party, lang="en")
        assert view["turn"]["name"] == "Okonkwo-9"
        assert view["next"]["name"] == "Toljek"  # as the console's `n` goes: Twitch acted
        assert by_name(view, "Twitch")["acted"] and not by_name(view, "Twitch")["next"]
        await press(pilot, "n")
        assert encounter.holder.id == "exsurgente-2"
        view = build_view(party, lang="en")
        assert (view["round"], view["turn"]["name"]) == (1, "Okonkwo-9")
        assert by_name(view, "Okonkwo-9")["current"] and not by_name(view, "Twitch")["current"]
        assert view["next"]["name"] == "Toljek"
        assert "Exsurgente 2" not in str(view["order"])  # its lines from before stay


async def test_a_turn_shown_while_it_runs_is_the_last_visible_turn_after_it(make_app):
    """Play-test 13 (Eclipse Phase): a hidden group shown with `u` on its own turn, then a
    hidden turn: the page went back to Srit, whose turn came before the group's. The
    players saw the group's turn; it is the last visible one."""
    async with running(make_app("eclipse_phase"), size=SIZE) as (app, pilot):
        await pilot.pause()
        party = live(lambda: app.engine.party)
        await select_row(pilot, "exsurgente-2")
        await press(pilot, "u")  # hidden before its turn
        await press(pilot, "n", "n", "n")  # Twitch, Okonkwo-9, Exsurgente 2 (hidden)
        assert app.engine.party.encounter.holder.id == "exsurgente-2"
        await select_row(pilot, "exsurgente-2")
        await press(pilot, "u")  # shown while its turn runs
        await select_row(pilot, "toljek")
        await press(pilot, "u", "n")  # Toljek's turn, hidden
        assert app.engine.party.encounter.holder.id == "toljek"
        view = build_view(party, lang="en")
        assert view["turn"]["name"] == "Exsurgente 2"


async def test_a_members_turn_is_in_the_partys_colour_an_enemys_in_the_gms(make_app, lang):
    """Play-test 29: the page coloured every "Turn: X" line in the GM's pink (the class
    "gm"), a party member's turn too. A turn given to a member, by `n` or `enter` on its
    row, is the party's line; an enemy's turn stays the GM's."""
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await press(pilot, "n")  # Fred
        await select_row(pilot, "bruno")
        await press(pilot, "enter")  # the turn given to Bruno
        await press(pilot, "n")  # El Tuerto
        log = build_view(app.engine.party, lang=lang)["log"]
    said = {
        "en": ["Turn: Fred", 'Turn given to Bruno "Puño" Arrieta', "Turn: El Tuerto, cabecilla"],
        "es": ["Turno: Fred", 'Turno dado a Bruno "Puño" Arrieta', "Turno: El Tuerto, cabecilla"],
    }[lang]
    assert [(line["text"], line["who"]) for line in log] == list(
        zip(said, ["party", "party", "gm"], strict=True)
    )
