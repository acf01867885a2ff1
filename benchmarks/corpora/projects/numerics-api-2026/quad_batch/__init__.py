"""Batched quadrature of parametrised line profiles with dict-valued vmap in_axes."""
