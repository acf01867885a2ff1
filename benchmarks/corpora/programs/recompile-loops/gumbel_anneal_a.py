import jax
import jax.numpy as jnp


def relaxed_onehot(key, logits, tau):
    g = jax.random.gumbel(key, logits.shape)
    return jax.nn.softmax((logits + g) / tau)


relaxed = jax.jit(relaxed_onehot, static_argnums=2)

key = jax.random.PRNGKey(1)
logits = jnp.zeros((4, 6))
tau = 2.0
min_tau = 0.5
for epoch in range(8):
    key, sub = jax.random.split(key)
    soft = relaxed(sub, logits, tau)
    tau = max(min_tau, tau * 0.9)
    print(epoch, float(soft.max()))
