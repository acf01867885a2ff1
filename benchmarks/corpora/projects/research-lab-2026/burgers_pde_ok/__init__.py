"""1-D viscous Burgers equation solved with finite differences and sub-cycled SSP-RK2."""
