import jax
import jax.numpy as jnp


@jax.jit
def rollout(A, x0, controls):
    T = controls.shape[0]
    states = jnp.zeros((T + 1, x0.shape[0]))
    states = states.at[0].set(x0)
    x = x0
    for t in range(T):
        x = A @ x + controls[t]
        states = states.at[t + 1].set(x)
    return states


A = jnp.array([[1.0, 0.1], [0.0, 0.95]])
x0 = jnp.array([0.0, 1.0])
controls = jnp.tile(jnp.array([0.0, 0.05]), (6, 1))
states = rollout(A, x0, controls)
print(states.shape)
print(states[-1])
print(jnp.cumsum(states[:, 0]))
