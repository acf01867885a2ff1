import equinox as eqx
import jax


class QNetwork(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, obs_dim, n_actions, hidden, key):
        self.mlp = eqx.nn.MLP(obs_dim, n_actions, hidden, depth=2, activation=jax.nn.relu, key=key)

    def __call__(self, obs):
        return self.mlp(obs)
