"""The canonical printer: upstream's generic and custom forms, SSA naming, aliases."""
