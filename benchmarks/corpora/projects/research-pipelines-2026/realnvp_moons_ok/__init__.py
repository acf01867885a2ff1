"""RealNVP on two-moons with parameters kept as plain pytrees."""
