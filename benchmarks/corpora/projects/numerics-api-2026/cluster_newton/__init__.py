"""Newton relaxation of a small 2-D Morse cluster using jax.hessian, with linearize-based checks."""
