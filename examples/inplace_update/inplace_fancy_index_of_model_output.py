"""DQN regression targets: a Q-network's outputs, with the taken actions' entries replaced
by `targets[rows, actions] = td`. Whatever the network returns, an index of arrays is
only an array's, and jax arrays are immutable: TypeError, under jit or not."""

import equinox as eqx
import jax
import jax.numpy as jnp


def regression_targets(q_pred, actions, td):
    targets = jax.lax.stop_gradient(q_pred)
    targets[jnp.arange(q_pred.shape[0]), actions] = td  # E: jax-inplace-update
    return targets


@eqx.filter_jit
def td_loss(q_net, obs, actions, td):
    q = jax.vmap(q_net)(obs)
    return jnp.mean((q - regression_targets(q, actions, td)) ** 2)


net = eqx.nn.MLP(3, 2, width_size=8, depth=1, key=jax.random.PRNGKey(0))
td_loss(net, jnp.ones((4, 3)), jnp.array([0, 1, 0, 1]), jnp.zeros(4))
