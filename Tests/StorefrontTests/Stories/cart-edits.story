# Editing a cart: quantities in and out of range, wrong, expired and repeated codes, then
# every line removed and checkout refused on the empty cart.
# now: 2026-05-04T10:30:00Z
login ada lovelace
search croissant
open 1
add 3
back
search matcha
open 1
add
back
search kettle
open 1
add
cart
qty 1 0
qty 1 100
qty 4 2
qty 1 5
code NOPE42
code WINTER23
code spring10
code SPRING10
code KETTLE25
code MATCHA15
remove 2
code MATCHA15
remove 4
remove 1
remove 1
remove 1
checkout
