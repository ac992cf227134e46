"""The window's online play: "Play online" from a game's lobby, "Join a game" from the launcher.

Hosting: choose the server (one started on this computer for the home network, or an address
typed in), set each seat as *here* (this window), *invited* (a join code for someone elsewhere)
or a bot, decide about spectators, away seats and a turn clock, and open the match; the screen
then shows a code and a link per invited seat, and goes to the table at the *here* seat.
Joining: type the code (or paste the link), your name and the server, and the table opens at
your seat. Whatever talks to the network runs on a thread of its own; the screens poll it once a
frame and keep drawing.

Each screen has a module of its own (``play_online``, ``join_online``, ``seat_codes``, on the form
of ``online_form``); their names are imported here too, where they used to be.
"""

from __future__ import annotations

from tabletop_core.render.join_online import ContinueView as ContinueView
from tabletop_core.render.join_online import JoinView as JoinView
from tabletop_core.render.join_online import game_title as game_title
from tabletop_core.render.join_online import join_in_window as join_in_window
from tabletop_core.render.online_common import AWAY_MINUTES as AWAY_MINUTES
from tabletop_core.render.online_common import CLOCK_SECONDS as CLOCK_SECONDS
from tabletop_core.render.online_common import SERVERS as SERVERS
from tabletop_core.render.online_common import Background as Background
from tabletop_core.render.online_common import home_server as home_server
from tabletop_core.render.online_common import join_link as join_link
from tabletop_core.render.online_common import local_server as local_server
from tabletop_core.render.online_common import local_url as local_url
from tabletop_core.render.online_common import read_code as read_code
from tabletop_core.render.online_common import seat_kind_word as seat_kind_word
from tabletop_core.render.online_common import server_choice_words as server_choice_words
from tabletop_core.render.online_common import server_data as server_data
from tabletop_core.render.online_common import show_online_table as show_online_table
from tabletop_core.render.online_form import FormScreen as FormScreen
from tabletop_core.render.play_online import OnlineSeatRow as OnlineSeatRow
from tabletop_core.render.play_online import PlayOnlineView as PlayOnlineView
from tabletop_core.render.seat_codes import SeatCodesView as SeatCodesView
