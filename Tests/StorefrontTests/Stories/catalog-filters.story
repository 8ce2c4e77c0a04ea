# The catalog's filters with every mistake a shopper can make, then paging, a product and
# adding to the cart.
# now: 2026-05-04T10:30:00Z
login ada lovelace
filter cheap 20
filter -5 20
filter 5 20.999
filter 20 5
filter 5 20
category bread
category pastry
search pretzel
search CREME
clear
search creme
clear
next
next
next
prev
open 25
open 18
add 0
add 100
add 2
add 98
add
back
open 1
add 2
back
