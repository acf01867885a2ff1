import flax.linen as nn
import jax


class ValueMLP(nn.Module):
    hidden: int = 32
    n_obs: int = 0

    @nn.compact
    def __call__(self, states):
        x = jax.nn.one_hot(states, self.n_obs)
        x = nn.tanh(nn.Dense(self.hidden)(x))
        return nn.Dense(1)(x)[..., 0]
