import equinox as eqx
import jax
import jax.numpy as jnp


class Dynamics(eqx.Module):
    layer: eqx.nn.Linear

    def __init__(self, state_dim, key):
        self.layer = eqx.nn.Linear(state_dim, state_dim, key=key)

    def __call__(self, state):
        return state + 0.1 * jnp.tanh(self.layer(state))


@eqx.filter_jit
def rollout(model, state0, num_steps):
    states = [state0]
    for _ in range(int(num_steps)):
        states.append(model(states[-1]))
    return jnp.stack(states)


key = jax.random.PRNGKey(42)
model = Dynamics(3, key)
horizon = jnp.array(10)  # loaded from a config array
trajectory = rollout(model, jnp.ones(3), horizon)
print(trajectory.shape)
