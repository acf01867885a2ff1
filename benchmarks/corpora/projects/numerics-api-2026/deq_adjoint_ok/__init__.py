"""Implicit (fixed-point) layer trained with a custom_vjp adjoint solve."""
