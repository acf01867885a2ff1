import jax
from flax import nnx


class ConvBlock(nnx.Module):
    def __init__(self, cin, cout, *, rngs):
        self.conv = nnx.Conv(cin, cout, kernel_size=(3, 3), rngs=rngs)
        self.norm = nnx.LayerNorm(cout, rngs=rngs)

    def __call__(self, x):
        x = jax.nn.gelu(self.norm(self.conv(x)))
        return nnx.max_pool(x, window_shape=(2, 2), strides=(2, 2))


class DropoutMLP(nnx.Module):
    def __init__(self, din, hidden, dout, rate, *, rngs):
        self.fc1 = nnx.Linear(din, hidden, rngs=rngs)
        self.drop = nnx.Dropout(rate, rngs=rngs)
        self.fc2 = nnx.Linear(hidden, dout, rngs=rngs)

    def __call__(self, x, train):
        h = jax.nn.relu(self.fc1(x))
        h = self.drop(h, deterministic=not train)
        return self.fc2(h)
