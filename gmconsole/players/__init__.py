"""The players' view: a read-only page, served from the console's own event loop.

``service.PlayersService`` is the console's seam (see its docstring); ``view.build_view``
builds the public snapshot; ``server`` (aiohttp, loaded only when the view starts) serves
it; ``qr`` draws the URL for phones; ``health`` holds the per-system health words.
"""
