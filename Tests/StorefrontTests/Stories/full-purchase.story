# A whole purchase: log in, a croissant (20% off automatically) and a coffee, the SPRING10
# code, checkout with a delivery slot (a number not listed, then the second) and address (a
# wrong postcode asked again, `back` to fix the street), then the order in the history.
#
# Expected by hand: 2 × $3.25 = $6.50, less 20% ($1.30) = $5.20; Yirgacheffe $16.75;
# subtotal $21.95; SPRING10 takes 10% = $2.195, rounded half up to $2.20; total $19.75;
# saved $1.30 + $2.20 = $3.50. Order 1001, 3 items, placed 2026-05-04 10:30 UTC.
# now: 2026-05-04T10:30:00Z
login ada lovelace
search croissant
open 1
add 2
back
search yirgacheffe
open 1
add
cart
code SPRING10
checkout
confirm
pick 9
pick 2
Ada Lovelace
12 High Stret
ls1 4ap!
back
12 High Street
ls1 4ap
Leeds
yes
orders
open 1
