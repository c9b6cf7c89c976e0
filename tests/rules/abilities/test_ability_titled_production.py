"""Gold produced for each card with a word in its title («Стоимость и эффекты»; a Holding
produces what its bow ability says): "Produce 2 Gold, plus 1 Gold for each card in play
with "Marketplace" in its title." (Port), "Produce 3 Gold, plus 2 additional Gold for each
card in play with "Marketplace" in its title." (Trade Route) — anyone's, the Port itself
not being one."""

from rules.engine.coverage import FULL, automation
from rules.engine.payment import producers
from tests.rules_cards import Table, deck, holding, stronghold

PORT = holding(
    "Port",
    text=':bow:: Produce 2 Gold, plus 1 Gold for each card in play with "Marketplace" in its '
    "title.",
)
ROUTE = holding(
    "Trade Route",
    cost=3,
    text=':bow:: Produce 3 Gold, plus 2 additional Gold for each card in play with "Marketplace" '
    "in its title.",
)
MARKET = holding("Marketplace", text=":bow:: Produce 1 Gold.")
CRAB_MARKET = holding("Crab Marketplace", text=":bow:: Produce 1 Gold.")


def test_port_and_trade_route_count_the_marketplaces() -> None:
    assert automation(PORT).status == FULL and automation(ROUTE).status == FULL
    t = Table(
        deck("First", stronghold(honor=5), [PORT, ROUTE, MARKET]),
        deck("Second", stronghold(honor=2), [CRAB_MARKET]),
    )
    port = t.in_play("Port")
    route = t.in_play("Trade Route")
    produced = producers(t.state, 0)
    assert (produced[port.iid], produced[route.iid]) == (2, 3)
    t.in_play("Marketplace")
    t.in_play("Crab Marketplace", seat=1)
    produced = producers(t.state, 0)
    assert (produced[port.iid], produced[route.iid]) == (4, 7)
