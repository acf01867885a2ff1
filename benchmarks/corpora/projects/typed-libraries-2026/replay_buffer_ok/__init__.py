"""Fixed-capacity ring replay buffer filled inside a jitted fori_loop."""
from .buffer import ReplayBuffer
from .collect import collect
from .sampler import sample

__all__ = ["ReplayBuffer", "collect", "sample"]
