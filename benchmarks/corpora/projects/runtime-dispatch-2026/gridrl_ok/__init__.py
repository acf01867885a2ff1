"""gridrl: REINFORCE on small JAX environments, vectorised with vmap."""

__version__ = "0.1.0"
