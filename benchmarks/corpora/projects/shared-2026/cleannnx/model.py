from flax import nnx

from . import blocks, util


class AutoEncoder(nnx.Module):
    def __init__(self, opts, rngs):
        enc_sizes = (opts["dim"],) + tuple(opts["hidden"]) + (opts["code"],)
        self.encoder = blocks.Stack(enc_sizes, opts["activation"], opts["use_norm"], rngs)
        self.decoder = blocks.Stack(enc_sizes[::-1], opts["activation"], False, rngs)
        self.bounds = opts["clip"]

    def encode(self, x):
        return util.clip(self.encoder(x, final_act=False), *self.bounds)

    def __call__(self, x):
        return self.decoder(self.encode(x), final_act=False)
