# TEMPORARY: walks the placeholder scenes until the real scenes have their own stories.
catalog
cart
back
