from . import blocks


def apply(params, x):
    h = blocks.linear(params["inp"], x)
    for bp in params["blocks"]:
        h = blocks.mlp_block(bp, h)
    return blocks.readout(params["out"], h)
