import jax
import jax.numpy as jnp


@jax.checkpoint
def residual_block(w, h):
    z = jnp.tanh(h @ w)
    return h + z, z


def network_loss(ws, x):
    h = x
    acts = []
    for w in ws:
        h, z = residual_block(w, h)
        acts.append(z)
    return jnp.mean(h ** 2), acts


key = jax.random.key(0)
ws = [0.1 * jax.random.normal(k, (8, 8)) for k in jax.random.split(key, 3)]
x = jnp.ones((4, 8))
grads, activation_log = jax.grad(network_loss, has_aux=True)(ws, x)
print("grad norms:", [float(jnp.linalg.norm(g)) for g in grads])
print("mean activation per block:", [float(a.mean()) for a in activation_log])
