"""Revalidation: after the card data changes (an import, a card's formats edited), every
saved deck is validated again, and decks that became illegal are flagged to their owners on
their deck list (see `decks.revalidation.checks`)."""
