from .models import UNet

_MODELS = {}


def register(name):
    def deco(fn):
        _MODELS[name] = fn
        return fn

    return deco


@register("unet")
def unet(cfg):
    return UNet(cfg.channels)


def create(cfg):
    return _MODELS[cfg.model](cfg)
