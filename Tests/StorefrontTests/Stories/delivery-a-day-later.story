# The delivery slots follow the day: checkout offers the next days' slots, and coming back a
# day later (the story's clock moved by "# after 1d") offers slots a day later; the order is
# placed on the day it is confirmed.
# now: 2026-05-04T10:30:00Z
login ada lovelace
search croissant
open 1
add
cart
checkout
confirm
home
# after 1d
cart
checkout
confirm
pick 1
Ada Lovelace
12 High Street
ls1 4ap
Leeds
yes
orders
