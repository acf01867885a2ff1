from flax import nnx


class Encoder(nnx.Module):
    def __init__(self, in_ch, hidden, code_dim, *, rngs):
        self.conv1 = nnx.Conv(in_ch, hidden, (3, 3), strides=(2, 2), rngs=rngs)
        self.conv2 = nnx.Conv(hidden, hidden, (3, 3), rngs=rngs)
        self.proj = nnx.Conv(hidden, code_dim, (1, 1), rngs=rngs)

    def __call__(self, x):
        h = nnx.relu(self.conv1(x))
        h = nnx.relu(self.conv2(h)) + h
        return self.proj(h)


class Decoder(nnx.Module):
    def __init__(self, code_dim, hidden, out_ch, *, rngs):
        self.conv_in = nnx.Conv(code_dim, hidden, (3, 3), rngs=rngs)
        self.up = nnx.ConvTranspose(hidden, hidden, (3, 3), strides=(2, 2), rngs=rngs)
        self.conv_out = nnx.Conv(hidden, out_ch, (3, 3), rngs=rngs)

    def __call__(self, z):
        h = nnx.relu(self.conv_in(z))
        h = nnx.relu(self.up(h))
        return self.conv_out(h)
