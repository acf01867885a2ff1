from seqtag.data.corpus import SyntheticTaggingCorpus

__all__ = ["SyntheticTaggingCorpus"]
