# The cart screen looks at the saved cart every 2 seconds and shows what another window
# changed, saying so; the story's store plays that window, adding a matcha before each look.
# Nothing is looked at before the time comes, nor once the cart screen is left.
# now: 2026-05-04T10:30:00Z
login ada lovelace
search croissant
open 1
add
cart
# after 1s
# after 1s
qty 1 2
# after 2s
back
# after 10s
