"""Batched Newton solver for small nonlinear systems, built on lax.while_loop."""
