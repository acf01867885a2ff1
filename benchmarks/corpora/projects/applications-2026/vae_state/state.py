from flax.training import train_state


class VAEState(train_state.TrainState):
    latent_dim: int
    beta: float
