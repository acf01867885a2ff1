from flax import struct
from flax.training import train_state


class VAEState(train_state.TrainState):
    latent_dim: int = struct.field(pytree_node=False)
    beta: float
