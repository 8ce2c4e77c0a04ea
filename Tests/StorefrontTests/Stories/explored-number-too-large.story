# Found by exploration (storefront --explore 1500 --seed 3 --width 64): the Cart refused a
# number too large for any whole number without saying what to type instead. Now it says the
# range the number must be in.
# width: 64
# now: 2026-05-04T10:30:00Z
login ada ${PASSWORD}
cart
remove 99999999999999999999
