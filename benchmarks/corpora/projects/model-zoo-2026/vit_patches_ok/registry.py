from .models import ViT

BUILDERS = {"vit": ViT}


def build(name, cfg, key):
    return BUILDERS[name](cfg, key)
