from . import layers


def build(mcfg):
    return layers.Decoder(mcfg.vocab, mcfg.dim, mcfg.max_len)


def logits(net, params, tokens):
    return net.apply({"params": params}, tokens)


def next_logits(net, params, token, pos):
    return net.apply({"params": params}, token, pos, method=net.step)
