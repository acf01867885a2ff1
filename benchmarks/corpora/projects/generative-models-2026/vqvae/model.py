from flax import nnx

from .networks import Encoder, Decoder
from .codebook import VectorQuantizer


class VQVAE(nnx.Module):
    def __init__(self, in_ch=1, hidden=16, code_dim=4, num_codes=16, *, rngs):
        self.encoder = Encoder(in_ch, hidden, code_dim, rngs=rngs)
        self.quantizer = VectorQuantizer(num_codes, code_dim, rngs=rngs)
        self.decoder = Decoder(code_dim, hidden, in_ch, rngs=rngs)

    def encode(self, x):
        z = self.encoder(x)
        _, aux = self.quantizer(z)
        return aux["codes"]

    def __call__(self, x):
        z = self.encoder(x)
        q, aux = self.quantizer(z)
        return self.decoder(q), aux
