"""Text classifier head with dropout, trained with optax."""

import jax
import jax.numpy as jnp
import flax.linen as nn
import optax


class ClassifierHead(nn.Module):
    num_classes: int = 3
    rate: float = 0.2

    @nn.compact
    def __call__(self, x, train):
        x = nn.Dense(24)(x)
        x = nn.relu(x)
        x = nn.Dropout(rate=self.rate)(x, deterministic=not train)
        return nn.Dense(self.num_classes)(x)


model = ClassifierHead()
tx = optax.sgd(0.1)


@jax.jit
def train_step(params, opt_state, x, labels, key, train):
    def loss_fn(p):
        logits = model.apply({"params": p}, x, train, rngs={"dropout": key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


x = jax.random.normal(jax.random.key(0), (8, 10))
labels = jnp.arange(8) % 3
params = model.init(jax.random.key(1), x, False)["params"]
opt_state = tx.init(params)
for i in range(3):
    params, opt_state, loss = train_step(params, opt_state, x, labels, jax.random.key(i), True)
print(float(loss))
