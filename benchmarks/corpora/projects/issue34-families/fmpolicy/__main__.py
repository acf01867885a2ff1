import jax
import jax.numpy as jnp

from .fm_policy_mathutil import log_softmax, normalize_advantages


def policy_loss(w, obs, actions, returns):
    logp = log_softmax(obs @ w)
    chosen = jnp.take_along_axis(logp, actions[:, None], axis=1)[:, 0]
    adv = normalize_advantages(returns)
    return -jnp.mean(chosen * adv)


@jax.jit
def update(w, obs, actions, returns, lr=0.1):
    return w - lr * jax.grad(policy_loss)(w, obs, actions, returns)


key_o, key_a = jax.random.split(jax.random.key(0))
obs = jax.random.normal(key_o, (32, 4))
actions = jax.random.randint(key_a, (32,), 0, 3)
returns = obs[:, 0] * 2.0 + 1.0
w = jnp.zeros((4, 3))
for _ in range(25):
    w = update(w, obs, actions, returns)
print("policy loss:", float(policy_loss(w, obs, actions, returns)))
