from . import models

ARCHS = {"decoder": models.Decoder}


def build(mcfg):
    ctor = ARCHS[mcfg.arch]
    return ctor(mcfg.vocab, mcfg.width, mcfg.heads, mcfg.depth, mcfg.max_len)
