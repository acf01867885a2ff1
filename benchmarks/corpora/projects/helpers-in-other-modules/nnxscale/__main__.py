import jax
from flax import nnx

from nnxscale.net import MLP
from nnxscale.train import train_step

model = MLP(3, 16, 1, rngs=nnx.Rngs(0))
x = jax.random.normal(jax.random.PRNGKey(1), (32, 3))
y = x.sum(axis=1, keepdims=True)
for i in range(3):
    loss = train_step(model, x, y, i)
print(loss)
