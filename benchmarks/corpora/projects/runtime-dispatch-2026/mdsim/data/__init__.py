from .lattice import initial_state

__all__ = ["initial_state"]
