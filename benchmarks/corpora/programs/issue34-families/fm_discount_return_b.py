import jax
import jax.numpy as jnp
from jax import lax


def discounted_return(gamma, rewards, horizon):
    def body(t, acc):
        return acc + gamma ** t * rewards[t]

    return lax.fori_loop(0, horizon, body, 0.0)


return_grad = jax.jit(jax.grad(discounted_return))

rewards = jnp.array([1.0, 0.0, 2.0, 1.0, 3.0, 0.5])
for horizon in (2, 4, 6):
    g = return_grad(0.9, rewards, horizon)
    print(f"horizon {horizon}: dG/dgamma = {float(g):.4f}")
total = float(discounted_return(0.9, rewards, rewards.shape[0]))
print("full-horizon return at gamma=0.9:", round(total, 4))
