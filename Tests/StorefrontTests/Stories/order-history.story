# A long order history read a page at a time: "next" for older orders and "prev" for newer
# ones, each refused past its end, and an order of the second page opened and left. The
# orders are the previews' sample history, given to this story's store.
login ada lovelace
orders
next
next
open 11
back
prev
prev
quit
