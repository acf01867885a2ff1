class AttrDict(dict):
    __getattr__ = dict.__getitem__


def get_config():
    return AttrDict(
        model=AttrDict(name="rope_encoder", width=32, heads=4, depth=2, features=3),
        data=AttrDict(batch=4, length=12),
        optim=AttrDict(lr=1e-3, steps=3),
    )
