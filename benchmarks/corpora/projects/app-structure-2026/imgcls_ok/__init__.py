"""Small image classifier trained on synthetic prototype images."""

from imgcls_ok.config import Config

__all__ = ["Config"]
