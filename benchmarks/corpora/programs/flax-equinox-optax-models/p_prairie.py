"""Small nnx classifier trained with nnx.Optimizer."""

import jax
import jax.numpy as jnp
import optax
from flax import nnx


class Classifier(nnx.Module):
    def __init__(self, din, hidden, classes, *, rngs: nnx.Rngs):
        self.fc1 = nnx.Linear(din, hidden, rngs=rngs)
        self.drop = nnx.Dropout(0.25, rngs=rngs)
        self.fc2 = nnx.Linear(hidden, classes, rngs=rngs)
        self.classes = classes

    def __call__(self, x):
        if x.ndim == 3:
            x = x.reshape(x.shape[0], -1)
        h = self.drop(nnx.relu(self.fc1(x)))
        return self.fc2(h)


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(model):
        logits = model(x)
        onehot = jax.nn.one_hot(y, model.classes)
        return optax.softmax_cross_entropy(logits, onehot).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def accuracy(model, x, y):
    return jnp.mean(model(x).argmax(-1) == y)


model = Classifier(12, 32, 3, rngs=nnx.Rngs(0, dropout=1))
optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
x = jax.random.normal(jax.random.key(3), (10, 3, 4))
y = jnp.arange(10) % 3
model.train()
for _ in range(4):
    loss = train_step(model, optimizer, x, y)
model.eval()
print(int(optimizer.step[...]), float(loss), float(accuracy(model, x, y)))
