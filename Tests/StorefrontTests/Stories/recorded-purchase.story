# Recorded by storefront --record. ${NAME} stands for a secret: give its value with
# SCENIC_SECRET_NAME for --replay, or assertStories(secrets:) in a test.
# width: 80
# now: 2026-05-04T10:30:00Z
# Login
login ada
${PASSWORD}
# Catalog
search matcha
open 1
# 抹茶 Matcha
add 2
cart
# Cart
code SPRING10
checkout
# Checkout
confirm
# Delivery
pick 1
# Checkout
Ada Lovelace
12 High Street
LS1 4AP
Leeds
yes
# Order 1001
orders
# Orders
open 1
