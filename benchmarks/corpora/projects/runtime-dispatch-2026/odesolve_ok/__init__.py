"""odesolve: ensembles of small ODE systems integrated under jax.jit."""

__version__ = "0.5.0"
